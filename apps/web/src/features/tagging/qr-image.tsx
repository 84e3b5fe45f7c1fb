import { useQuery } from '@tanstack/react-query';
import { TOKEN_HEADER } from '@trace/contract/api';
import { Skeleton } from 'antd';
import { useEffect } from 'react';
import { useUserStore } from '../../stores/user-store.ts';

/** A QR image of a text from the server (the image call needs the session token, so it is fetched). */
export function QrImage({ text, size = 120 }: { text: string; size?: number }) {
  const token = useUserStore((s) => s.token);
  const image = useQuery({
    queryKey: ['tagging', 'qr', text],
    queryFn: async () => {
      const response = await fetch(`/api/tagging/codes/qrcode?format=svg&value=${encodeURIComponent(text)}`, {
        headers: token ? { [TOKEN_HEADER]: token } : {},
      });
      return URL.createObjectURL(await response.blob());
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => () => (image.data ? URL.revokeObjectURL(image.data) : undefined), [image.data]);
  if (!image.data) return <Skeleton.Image style={{ width: size, height: size }} />;
  return <img src={image.data} alt={text} width={size} height={size} data-testid="qr-image" />;
}

import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { requestBlob } from '../api/http.ts';

/** A QR image of a text from the server (the image call needs the session, so it is fetched). */
export function QrImage({ text, size = 120, testId = 'qr-image' }: { text: string; size?: number; testId?: string }) {
  const image = useQuery({
    queryKey: ['tagging', 'qr', text],
    queryFn: () => requestBlob('/api/tagging/codes/qrcode', { format: 'svg', value: text }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // The cached Blob stays; each mounted image has its own object URL, released on unmount.
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const objectUrl = URL.createObjectURL(image.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.data]);
  if (!url) return <Skeleton.Image style={{ width: size, height: size }} />;
  return <img src={url} alt={text} width={size} height={size} data-testid={testId} />;
}

import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { forensicsApi } from '../../api/inspections.ts';

/**
 * A stored inspection photo: fetched through the console's client with the session (an <img src>
 * cannot send the token) and shown from an object URL, released when it leaves.
 */
export function InspectionPhoto({ name, alt }: { name: string; alt: string }) {
  const photo = useQuery({
    queryKey: ['inspect', 'inspections', 'photo', name],
    queryFn: () => forensicsApi.photo(name),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (photo.data ? URL.createObjectURL(photo.data) : null), [photo.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (!url) return <Skeleton.Image active={photo.isLoading} />;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={alt} className="inspection-photo" data-testid="inspection-photo" />
    </a>
  );
}

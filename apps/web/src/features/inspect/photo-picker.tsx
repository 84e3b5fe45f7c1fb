import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { INSPECTION_PHOTOS_MAX } from '@trace/contract/inspection';
import { Button, Typography } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the server takes: JPEG or PNG up to 5 MB (it answers 413 above). */
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png'];

/**
 * Up to six photos taken with the phone's back camera (or chosen), kept as files on the phone
 * until the inspection is sent: thumbnails, each with a button taking it off again. A picture the
 * server would refuse (not JPEG or PNG, over 5 MB) is refused here, saying why.
 */
export function PhotoPicker({ photos, onChange }: { photos: File[]; onChange: (photos: File[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const urls = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url);
    },
    [urls],
  );
  const add = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    const fitting = chosen.filter((file) => PHOTO_TYPES.includes(file.type) && file.size <= PHOTO_MAX_BYTES);
    const room = INSPECTION_PHOTOS_MAX - photos.length;
    setProblem(
      fitting.length < chosen.length
        ? t('inspection.photoRefused', { max: PHOTO_MAX_BYTES / 1024 / 1024 })
        : fitting.length > room
          ? t('inspection.photosMax', { max: INSPECTION_PHOTOS_MAX })
          : null,
    );
    onChange([...photos, ...fitting.slice(0, Math.max(room, 0))]);
  };
  const full = photos.length >= INSPECTION_PHOTOS_MAX;
  return (
    <div className="field-inspection-photos">
      <span>
        {t('inspection.photos')} ({photos.length}/{INSPECTION_PHOTOS_MAX})
      </span>
      <ul aria-label={t('inspection.photos')} data-testid="inspection-photos">
        {photos.map((photo, index) => (
          <li key={urls[index]}>
            <img src={urls[index]} alt={t('inspection.photoAlt', { n: index + 1 })} />
            <Button
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('inspection.photoRemove', { n: index + 1 })}
              onClick={() => onChange(photos.filter((other) => other !== photo))}
            />
          </li>
        ))}
      </ul>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        disabled={full}
        className="field-inspection-file"
        data-testid="inspection-photo-input"
        onChange={(event) => {
          add(event.target.files);
          event.target.value = '';
        }}
      />
      {/* The native input, so a phone offers its camera at once (capture) as well as its gallery. */}
      <label htmlFor={id} className={`field-inspection-add-photo${full ? ' is-full' : ''}`}>
        <CameraOutlined /> {t('inspection.photoAdd')}
      </label>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}

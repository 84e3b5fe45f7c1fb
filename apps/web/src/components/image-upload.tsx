import { PlusOutlined } from '@ant-design/icons';
import { UPLOAD_MAX_BYTES } from '@trace/contract/base';
import { Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../api/base.ts';
import { toastError } from '../api/feedback.ts';

type Props = {
  value?: string[] | string;
  onChange?: (value: string[] | string) => void;
  /** One image (a logo: the value is a path) or several (the value is a list). */
  max?: number;
  id?: string;
};

/** Uploads images to the server (type and size checked there too) and keeps their paths. */
export function ImageUpload({ value, onChange, max = 1, id }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const paths = Array.isArray(value) ? value : value ? [value] : [];
  const emit = (next: string[]) => onChange?.(max === 1 ? (next[0] ?? '') : next);
  return (
    <Upload
      id={id}
      listType="picture-card"
      accept="image/png,image/jpeg,image/gif,image/webp"
      fileList={paths.map((path) => ({ uid: path, name: path.split('/').pop() ?? path, status: 'done' as const, url: path }))}
      beforeUpload={(file) => {
        if (file.size > UPLOAD_MAX_BYTES) {
          toastError(t('base.imageTooLarge', { max: Math.round(UPLOAD_MAX_BYTES / 1024) }));
          return Upload.LIST_IGNORE;
        }
        setBusy(true);
        uploadImage(file)
          .then((result) => emit([...paths, result.path].slice(-max)))
          .catch(() => undefined)
          .finally(() => setBusy(false));
        return false;
      }}
      onRemove={(file) => emit(paths.filter((p) => p !== file.url))}
    >
      {paths.length < max ? (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{busy ? t('common.loading') : t('base.upload')}</div>
        </div>
      ) : null}
    </Upload>
  );
}

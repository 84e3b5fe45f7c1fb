import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SCAN_BLOCK_TYPES,
  type ScanBlock,
  type ScanBlockType,
  TEMPLATE_SCOPES,
  type Template,
  type TemplateScope,
} from '@trace/contract/scan-template';
import { ScanPage } from '@trace/scan-page/scan-page.tsx';
import { previewView } from '@trace/scan-page/view.ts';
import { Alert, Button, Drawer, Form, Input, Select, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { ApiError } from '../../api/http.ts';
import { carouselApi, templateApi } from '../../api/scan-templates.ts';
import { refusedFields } from '../../components/form-rules.ts';
import { RefSelect } from '../../components/ref-select.tsx';
import { confirmDiscardInput } from '../../components/use-unsaved-guard.ts';
import '@trace/scan-page/scan-page.css';
import { parseTime } from '../../components/time.ts';

type Props = {
  /** The template edited; null adds one. */
  record: Template | null;
  open: boolean;
  onClose: () => void;
  /** Opens another version in the editor (the draft just made). */
  onOpen: (record: Template) => void;
};

const PREVIEW_SIZE = { width: 375, height: 667 };

/** What the editor edits of a template (a new one's defaults), to tell whether anything changed. */
function editedOf(record: Template | null) {
  return {
    name: record?.name ?? '',
    scope: record?.scope ?? ('default' as TemplateScope),
    brandId: record?.brand_id ?? null,
    productId: record?.product_id ?? null,
    blocks: record?.layout ?? ([{ type: 'verdict' }] as ScanBlock[]),
  };
}

/** The template editor: name, scope, blocks in order (moved by buttons), and the live preview in a phone frame. */
export function TemplateEditor({ record, open, onClose, onOpen }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TemplateScope>('default');
  const [brandId, setBrandId] = useState<number | null>(null);
  const [productId, setProductId] = useState<number | null>(null);
  const [blocks, setBlocks] = useState<ScanBlock[]>([{ type: 'verdict' }]);
  const [adding, setAdding] = useState<ScanBlockType | undefined>();
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const readOnly = record !== null && record.status !== 'draft';
  const initial = editedOf(record);
  const dirty = !readOnly && JSON.stringify({ name, scope, brandId, productId, blocks }) !== JSON.stringify(initial);
  // Closing with changes unsaved asks first, as every form of the console does.
  const close = () => (dirty ? confirmDiscardInput(onClose) : onClose());

  useEffect(() => {
    if (!open) return;
    const start = editedOf(record);
    setName(start.name);
    setScope(start.scope);
    setBrandId(start.brandId);
    setProductId(start.productId);
    setBlocks(start.blocks);
    setPreviewId(record?.product_id ?? null);
    setAdding(undefined);
    setNameProblem(null);
  }, [open, record]);

  const product = useQuery({
    queryKey: ['querymanage', 'preview-product', previewId],
    queryFn: () => templateApi.previewProduct(previewId as number),
    enabled: open && previewId !== null,
  });
  const carousel = useQuery({
    queryKey: ['querymanage', 'carousel', 'active', record?.id],
    queryFn: () => carouselApi.page({ template_id: record?.id, period: 'active', page_size: 20, sort: 'sort' }),
    enabled: open && record !== null,
  });
  const done = (saved: Template, message: string) => {
    toastSuccess(message);
    void client.invalidateQueries({ queryKey: ['querymanage'] });
    onOpen(saved);
  };
  const save = useMutation({
    mutationFn: () =>
      record
        ? templateApi.update({ id: record.id, name, layout: blocks })
        : templateApi.add({ name, scope, brand_id: brandId, product_id: productId, layout: blocks }),
    onSuccess: (saved) => done(saved, t('scan.saved')),
    onError: (error) => {
      // A refused name is shown under its field, not in a toast.
      const refused = refusedFields(error).find((problem) => problem.field === 'name');
      if (!refused) return;
      setNameProblem(refused.message);
      if (error instanceof ApiError && refusedFields(error).length === 1) error.shownOnFields = true;
    },
  });
  const submit = () => {
    if (name.trim() === '') setNameProblem(t('common.fieldRequired'));
    else save.mutate();
  };
  const nextVersion = useMutation({
    mutationFn: () => templateApi.newVersion(record?.id as number),
    onSuccess: (saved) => done(saved, t('scan.versionMade', { version: saved.version })),
  });

  const move = (index: number, by: -1 | 1) => {
    const next = [...blocks];
    const [block] = next.splice(index, 1);
    next.splice(index + by, 0, block as ScanBlock);
    setBlocks(next);
  };
  const unused = SCAN_BLOCK_TYPES.filter((type) => !blocks.some((b) => b.type === type));
  const blockLabel = (type: ScanBlockType) => t(`scan.block_${type}`);

  return (
    <Drawer
      open={open}
      onClose={close}
      width="min(1100px, 100vw)"
      title={record ? t('scan.editTitle', { name: record.name, version: record.version }) : t('scan.addTemplate')}
      destroyOnHidden
      extra={
        readOnly ? null : (
          <Button type="primary" loading={save.isPending} onClick={submit} data-testid="template-save">
            {t('common.save')}
          </Button>
        )
      }
    >
      {/* Side by side where there is room; on a phone the preview comes under the form. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        <Form layout="vertical" style={{ flex: '1 1 320px', minWidth: 0 }} disabled={readOnly}>
          {readOnly ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              message={t('scan.publishedReadOnly', { version: record?.version ?? 0 })}
              action={
                <Button
                  size="small"
                  onClick={() => nextVersion.mutate()}
                  loading={nextVersion.isPending}
                  disabled={false}
                  data-testid="template-new-version"
                >
                  {t('scan.newVersion')}
                </Button>
              }
            />
          ) : null}
          <Form.Item
            label={t('scan.name')}
            htmlFor="template_name"
            required
            validateStatus={nameProblem ? 'error' : undefined}
            help={nameProblem ?? undefined}
          >
            <Input
              id="template_name"
              value={name}
              maxLength={64}
              onChange={(e) => {
                setName(e.target.value);
                setNameProblem(null);
              }}
            />
          </Form.Item>
          <Form.Item label={t('scan.scope')} htmlFor="template_scope" required>
            <Select
              id="template_scope"
              value={scope}
              disabled={readOnly || record !== null}
              onChange={(value: TemplateScope) => setScope(value)}
              options={TEMPLATE_SCOPES.map((value) => ({ value, label: t(`scan.scope_${value}`) }))}
            />
          </Form.Item>
          {scope === 'brand' ? (
            <Form.Item label={t('base.brand')} htmlFor="template_brand" required>
              <RefSelect id="template_brand" resource="brands" value={brandId} onChange={setBrandId} />
            </Form.Item>
          ) : null}
          {scope === 'product' ? (
            <Form.Item label={t('scan.product')} htmlFor="template_product" required>
              <RefSelect id="template_product" resource="products" value={productId} onChange={setProductId} />
            </Form.Item>
          ) : null}
          <Form.Item label={t('scan.blocks')}>
            <ol className="template-blocks" aria-label={t('scan.blocks')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {blocks.map((block, index) => (
                <li
                  key={block.type}
                  data-testid={`block-${block.type}`}
                  style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: 8, marginBottom: 8 }}
                >
                  <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                    <span>
                      {index + 1}. {blockLabel(block.type)} {block.type === 'verdict' ? <Tag>{t('scan.requiredBlock')}</Tag> : null}
                    </span>
                    <Space size="small">
                      <Button
                        size="small"
                        icon={<ArrowUpOutlined />}
                        aria-label={t('scan.moveUp', { block: blockLabel(block.type) })}
                        disabled={readOnly || index === 0}
                        onClick={() => move(index, -1)}
                      />
                      <Button
                        size="small"
                        icon={<ArrowDownOutlined />}
                        aria-label={t('scan.moveDown', { block: blockLabel(block.type) })}
                        disabled={readOnly || index === blocks.length - 1}
                        onClick={() => move(index, 1)}
                      />
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('scan.removeBlock', { block: blockLabel(block.type) })}
                        disabled={readOnly || block.type === 'verdict'}
                        onClick={() => setBlocks(blocks.filter((b) => b.type !== block.type))}
                      />
                    </Space>
                  </Space>
                  {block.type === 'brand_story' ? (
                    <Input.TextArea
                      aria-label={t('scan.storyText')}
                      placeholder={t('scan.storyPlaceholder')}
                      style={{ marginTop: 8 }}
                      rows={3}
                      maxLength={2000}
                      value={block.text}
                      onChange={(e) =>
                        setBlocks(blocks.map((b) => (b.type === 'brand_story' ? { type: 'brand_story', text: e.target.value } : b)))
                      }
                    />
                  ) : null}
                </li>
              ))}
            </ol>
            {readOnly || unused.length === 0 ? null : (
              <Space.Compact style={{ width: '100%' }}>
                <Select
                  aria-label={t('scan.blockToAdd')}
                  placeholder={t('scan.blockToAdd')}
                  value={adding}
                  onChange={(value: ScanBlockType) => setAdding(value)}
                  options={unused.map((type) => ({ value: type, label: blockLabel(type) }))}
                  style={{ flex: 1 }}
                  data-testid="add-block-type"
                />
                <Button
                  icon={<PlusOutlined />}
                  disabled={!adding}
                  onClick={() => {
                    if (!adding) return;
                    setBlocks([...blocks, adding === 'brand_story' ? { type: 'brand_story', text: '' } : { type: adding }]);
                    setAdding(undefined);
                  }}
                >
                  {t('scan.addBlock')}
                </Button>
              </Space.Compact>
            )}
          </Form.Item>
        </Form>
        <section aria-label={t('scan.preview')} style={{ width: PREVIEW_SIZE.width + 16, maxWidth: '100%' }}>
          <label htmlFor="preview_product" style={{ display: 'block', marginBottom: 4 }}>
            {t('scan.previewProduct')}
          </label>
          <RefSelect
            id="preview_product"
            resource="products"
            value={previewId}
            onChange={setPreviewId}
            style={{ width: '100%', marginBottom: 8 }}
          />
          <div
            data-testid="scan-preview"
            style={{
              ...PREVIEW_SIZE,
              border: '8px solid #1f2329',
              borderRadius: 24,
              overflowY: 'auto',
              boxSizing: 'content-box',
            }}
          >
            <ScanPage
              blocks={blocks}
              view={previewView(product.data ?? null, carousel.data?.list ?? [], parseTime(new Date()) ?? '', (key, vars) => t(key, vars))}
              t={(key, vars) => t(key, vars)}
            />
          </div>
        </section>
      </div>
    </Drawer>
  );
}

import type { TaskStatus } from '@trace/contract/production';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<TaskStatus, string> = { open: 'blue', running: 'green', closed: 'default' };

/** A task's status as a tag of a colour that stays the same per status. */
export function TaskStatusTag({ status }: { status: TaskStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-testid="task-status">
      {t(`plant.task_status_${status}`)}
    </Tag>
  );
}

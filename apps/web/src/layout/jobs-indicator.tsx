import { SyncOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_TYPE } from '@trace/contract/api';
import type { RunningJob } from '@trace/contract/jobs';
import { Badge, Button, Popover, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchRunningJobs, RUNNING_JOBS_KEY } from '../api/jobs.ts';
import { useUserStore } from '../stores/user-store.ts';
import { formatNumber } from '../utils/format.ts';

/** Polling period while a job runs; with none, the list is read again when a page starts one. */
const POLL_MS = 2_000;

function JobLine({ job }: { job: RunningJob }) {
  const { t } = useTranslation();
  const percent = job.total > 0 ? Math.floor((job.done / job.total) * 100) : 0;
  return (
    <div className="jobs-indicator-line" data-testid="running-job">
      <Typography.Text>
        {t(`common.jobKind_${job.kind}`, { defaultValue: job.kind })} {job.label}
      </Typography.Text>
      {job.state === 'queued' ? <Typography.Text type="secondary"> · {t('common.jobQueued')}</Typography.Text> : null}
      <Progress percent={percent} size="small" status="active" />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatNumber(job.done)} / {formatNumber(job.total)}
      </Typography.Text>
    </div>
  );
}

/** The enterprise's background jobs in the navbar: shown while any is queued or running. */
export function JobsIndicator() {
  const { t } = useTranslation();
  const enterpriseAccount = useUserStore((s) => s.accountType === ACCOUNT_TYPE.ENTERPRISE);
  const { data: jobs = [] } = useQuery({
    queryKey: RUNNING_JOBS_KEY,
    queryFn: fetchRunningJobs,
    enabled: enterpriseAccount,
    refetchInterval: (q) => ((q.state.data?.length ?? 0) > 0 ? POLL_MS : false),
  });
  if (jobs.length === 0) return null;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('common.runningJobs')}
      content={
        <div className="jobs-indicator-list">
          {jobs.map((job) => (
            <JobLine key={job.id} job={job} />
          ))}
        </div>
      }
    >
      <Button type="text" aria-label={t('common.runningJobs')} data-testid="jobs-indicator">
        <Badge count={jobs.length} size="small" offset={[4, -2]}>
          <SyncOutlined spin />
        </Badge>
      </Button>
    </Popover>
  );
}

import { ACCOUNT_TYPE, type AccountType } from '@trace/contract/api';
import type { IcpData } from '@trace/contract/sso';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchIcp, reportSignIn, signIn } from '../../api/sso.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { safeRedirect } from '../../utils/guard.ts';
import { Icon } from './icons.tsx';
import { SignInLanguage } from './sign-in-language.tsx';
import './login-page.css';

type Field = 'account_name' | 'account_password';
type Values = Record<Field, string>;
/** A refused field keeps its message's key, so a language switch translates the message too. */
type Errors = Partial<Record<Field, string>>;

/** What antd's rules said before: the name must hold more than spaces, the password anything. */
function check(field: Field, value: string): string | undefined {
  if (field === 'account_name') return value.trim() === '' ? 'login.accountNameRequired' : undefined;
  return value === '' ? 'login.passwordRequired' : undefined;
}

// Asked once per page load, as before (the query kept it for good).
let icpRequest: Promise<IcpData> | undefined;
const loadIcp = () => {
  icpRequest ??= fetchIcp().catch((error: unknown) => {
    icpRequest = undefined;
    throw error;
  });
  return icpRequest;
};

/**
 * The sign-in page in plain HTML and CSS: it is what a first visit waits for, so it is sent
 * without antd, its icons and TanStack Query (decision 73). It looks like the antd form it
 * replaced and keeps its rules, messages, caps-lock hint, account types and language switch.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [accountType, setAccountType] = useState<AccountType>(ACCOUNT_TYPE.ENTERPRISE);
  const [values, setValues] = useState<Values>({ account_name: '', account_password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);
  const [icp, setIcp] = useState<IcpData | null>(null);
  const inputs = { account_name: useRef<HTMLInputElement>(null), account_password: useRef<HTMLInputElement>(null) };

  useEffect(() => {
    let live = true;
    loadIcp()
      .then((data) => live && setIcp(data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // Checked as typed, like antd's form: a field emptied again says so at once.
    setErrors((current) => ({ ...current, [field]: check(field, value) }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found: Errors = {
      account_name: check('account_name', values.account_name),
      account_password: check('account_password', values.account_password),
    };
    setErrors(found);
    const firstRefused = (['account_name', 'account_password'] as const).find((field) => found[field]);
    if (firstRefused) {
      inputs[firstRefused].current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const accountName = values.account_name.trim();
      const token = await signIn({ account_type: accountType, account_name: accountName, account_password: values.account_password });
      useUserStore.getState().startSession({ token, name: accountName, accountType });
      await reportSignIn(accountName).catch(() => undefined);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The HTTP client has shown the server's message; the form stays as typed.
      setSubmitting(false);
    }
  }

  const watchCapsLock = (event: KeyboardEvent) => setCapsLock(event.getModifierState('CapsLock'));
  const redirect = params.get('redirect');
  const accountTypes = [
    { value: ACCOUNT_TYPE.ENTERPRISE, label: t('common.accountTypeEnterprise') },
    { value: ACCOUNT_TYPE.EMPLOYEE, label: t('common.accountTypeEmployee') },
  ];

  const fieldProps = (field: Field) => ({
    id: field,
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${field}_help` : undefined,
  });
  const fieldError = (field: Field) =>
    errors[field] ? (
      <div id={`${field}_help`} className="sign-in-error" role="alert">
        {t(errors[field])}
      </div>
    ) : null;

  return (
    <div className="login-page">
      <div className="login-language">
        <SignInLanguage />
      </div>
      <main className="login-card">
        <h1 className="login-title">{t('common.appTitle')}</h1>
        <form className="sign-in-form" noValidate onSubmit={submit}>
          <fieldset className="sign-in-fields" disabled={submitting}>
            <fieldset className="sign-in-item sign-in-types">
              <legend className="sign-in-label">{t('common.accountType')}</legend>
              <div className="sign-in-segmented">
                {accountTypes.map((option) => (
                  <label key={option.value} className={option.value === accountType ? 'is-checked' : undefined}>
                    <input
                      type="radio"
                      name="account_type"
                      value={option.value}
                      checked={option.value === accountType}
                      onChange={() => setAccountType(option.value)}
                    />
                    <span>{option.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className={errors.account_name ? 'sign-in-item has-error' : 'sign-in-item'}>
              <label className="sign-in-label" htmlFor="account_name">
                {t('login.accountName')}
              </label>
              <span className="sign-in-input">
                <Icon name="user" />
                <input
                  ref={inputs.account_name}
                  {...fieldProps('account_name')}
                  type="text"
                  autoComplete="username"
                  // biome-ignore lint/a11y/noAutofocus: the page exists to be typed into; the form it replaced did the same.
                  autoFocus
                  maxLength={64}
                />
              </span>
              {fieldError('account_name')}
            </div>
            <div className={errors.account_password ? 'sign-in-item has-error' : 'sign-in-item'}>
              <label className="sign-in-label" htmlFor="account_password">
                {t('login.password')}
              </label>
              <span className="sign-in-input">
                <Icon name="lock" />
                <input
                  ref={inputs.account_password}
                  {...fieldProps('account_password')}
                  type={passwordShown ? 'text' : 'password'}
                  autoComplete="current-password"
                  maxLength={128}
                  onKeyDown={watchCapsLock}
                  onKeyUp={watchCapsLock}
                />
                <button
                  type="button"
                  className="sign-in-reveal"
                  aria-label={t(passwordShown ? 'login.hidePassword' : 'login.showPassword')}
                  aria-pressed={passwordShown}
                  onClick={() => setPasswordShown((shown) => !shown)}
                >
                  <Icon name={passwordShown ? 'eye' : 'eyeInvisible'} />
                </button>
              </span>
              {fieldError('account_password')}
              {capsLock ? <div className="sign-in-extra login-caps">{t('login.capsLock')}</div> : null}
            </div>
            <button type="submit" className="sign-in-submit">
              {submitting ? <Icon name="loading" className="plain-icon-spin" /> : null}
              <span>{t('login.submit')}</span>
            </button>
          </fieldset>
        </form>
        {redirect && redirect !== '/' ? (
          <div className="login-hint" role="status">
            <Icon name="info" />
            <span>{t('login.signInToContinue')}</span>
          </div>
        ) : null}
      </main>
      <footer className="login-footer">
        {icp?.icp_number ? (
          <a href={icp.icp_link || undefined} target="_blank" rel="noopener noreferrer">
            {icp.icp_number}
          </a>
        ) : null}
      </footer>
    </div>
  );
}

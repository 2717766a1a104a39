import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useBoProtectionSettingsQuery, useBoUpdateProtectionSettingsMutation } from '@khela/api/backoffice';
import { latinDigits, type ProtectionSettings } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Icon, useToast } from '@khela/ui';
import { ActionDialog, SummaryLines } from '../../components/dialogs';
import { useServerError } from '../../components/errors';
import { Btn, DangerNote, ErrorLine, Field, Grid, HintLine, Input, Mono, Muted, Page, Panel, PanelBody, PanelHead, Switch } from '../../components/kit';
import { COUNTRY_CODES, countryName, normaliseCountryCode } from './countries';

/** The fields a refusal may name (each shown under its control). */
const FIELDS = ['blocked_countries', 'minimum_age', 'birthday_before_deposit'] as const;

/** The youngest minimum age the operator may set, and the oldest this form accepts. */
const AGE_MIN = 18;
const AGE_MAX = 99;

interface Values {
  blocked_countries: string[];
  minimum_age: string;
  birthday_before_deposit: boolean;
}

const toValues = (s: ProtectionSettings): Values => ({
  blocked_countries: [...s.blocked_countries],
  minimum_age: String(s.minimum_age),
  birthday_before_deposit: s.birthday_before_deposit,
});

/** The minimum age typed (Latin or Bangla digits), or null when it is not a whole number from 18 to 99. */
function ageOf(text: string): number | null {
  const digits = latinDigits(text.trim());
  if (!/^\d{1,3}$/.test(digits)) return null;
  const n = Number(digits);
  return n >= AGE_MIN && n <= AGE_MAX ? n : null;
}

/**
 * Player-protection settings (admin): the blocked countries (ISO codes; requests from them see a page saying so; empty
 * by default), the minimum age (never below 18) and whether the birthday is required before the first deposit.
 * Saved after a confirmation that lists the changes; the server's refusal is shown beside the field it names.
 */
export default function ProtectionSettingsPage() {
  const { t } = useTranslation(['backoffice', 'ui']);
  const serverError = useServerError();
  const { data, error } = useBoProtectionSettingsQuery();
  if (!data) {
    return (
      <Page title={t('protection.nav.settings')} subtitle={t('protection.settings.subtitle')}>
        {error ? <Muted role="alert">{serverError.text(error)}</Muted> : <Muted>{t('ui:loading')}</Muted>}
      </Page>
    );
  }
  return <SettingsForm key={JSON.stringify(data)} settings={data} />;
}

function SettingsForm({ settings }: { settings: ProtectionSettings }) {
  const { t, i18n } = useTranslation(['backoffice', 'ui']);
  const toast = useToast();
  const errors = useServerError();
  const [save, { isLoading }] = useBoUpdateProtectionSettingsMutation();
  const initial = useMemo(() => toValues(settings), [settings]);
  const [v, setV] = useState<Values>(initial);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [ageTouched, setAgeTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const lang = i18n.language;
  const name = (c: string) => countryName(c, lang);

  const age = ageOf(v.minimum_age);
  const ageError = (ageTouched && age === null ? t('protection.settings.ageInvalid') : null) ?? fieldErrors.minimum_age ?? null;
  const added = v.blocked_countries.filter((c) => !initial.blocked_countries.includes(c));
  const removed = initial.blocked_countries.filter((c) => !v.blocked_countries.includes(c));
  const ageChanged = age !== null && age !== settings.minimum_age;
  const birthdayChanged = v.birthday_before_deposit !== settings.birthday_before_deposit;
  const dirty = added.length > 0 || removed.length > 0 || latinDigits(v.minimum_age.trim()) !== initial.minimum_age || birthdayChanged;

  const addCountry = (e?: FormEvent) => {
    e?.preventDefault();
    const c = normaliseCountryCode(code);
    if (!c) return setCodeError(t('protection.settings.badCode'));
    if (!COUNTRY_CODES.has(c)) return setCodeError(t('protection.settings.unknownCode', { code: c }));
    if (v.blocked_countries.includes(c)) return setCodeError(t('protection.settings.duplicate', { name: name(c) }));
    setV({ ...v, blocked_countries: [...v.blocked_countries, c].sort() });
    setCode('');
    setCodeError(null);
    setFieldErrors({});
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAgeTouched(true);
    if (age === null) return;
    if (!dirty) return toast.show(t('protection.settings.noChange'), 'info');
    setFailure(null);
    setConfirming(true);
  };

  const run = async () => {
    if (age === null) return;
    try {
      await save({ blocked_countries: v.blocked_countries, minimum_age: age, birthday_before_deposit: v.birthday_before_deposit }).unwrap();
      toast.show(t('protection.settings.saved'), 'success');
      setFieldErrors({});
      setConfirming(false);
    } catch (err) {
      // A field's refusal shows under that field; anything else (a 403, a network error) above the form.
      const f = errors.fields(err);
      setFieldErrors(f);
      setFailure(FIELDS.some((k) => f[k]) ? null : errors.text(err));
      setConfirming(false);
    }
  };

  const lines: [string, string][] = [
    ...(added.length ? [[t('protection.settings.added'), added.map((c) => `${name(c)} (${c})`).join(', ')] as [string, string]] : []),
    ...(removed.length ? [[t('protection.settings.removed'), removed.map((c) => `${name(c)} (${c})`).join(', ')] as [string, string]] : []),
    ...(ageChanged ? [[t('protection.settings.minimumAge'), `${t('protection.settings.yearsOld', { count: settings.minimum_age })} → ${t('protection.settings.yearsOld', { count: age })}`] as [string, string]] : []),
    ...(birthdayChanged
      ? [[t('protection.settings.birthday'), `${settings.birthday_before_deposit ? t('protection.settings.on') : t('protection.settings.off')} → ${v.birthday_before_deposit ? t('protection.settings.on') : t('protection.settings.off')}`] as [string, string]]
      : []),
  ];

  return (
    <form onSubmit={submit} noValidate>
      <Page
        title={t('protection.nav.settings')}
        subtitle={t('protection.settings.subtitle')}
        actions={
          <>
            {dirty && <Muted style={{ fontSize: 12.5 }}>{t('settings.unsaved')}</Muted>}
            <Btn
              onClick={() => {
                setV(initial);
                setCode('');
                setCodeError(null);
                setFieldErrors({});
                setFailure(null);
                setAgeTouched(false);
              }}
              disabled={!dirty || isLoading}
            >
              {t('common.discard')}
            </Btn>
            <Btn type="submit" $variant="primary" disabled={!dirty || isLoading} data-testid="bo-protection-settings-save">
              {t('common.saveChanges')}
            </Btn>
          </>
        }
      >
        {failure && (
          <DangerNote role="alert" data-testid="bo-protection-settings-error">
            {failure}
          </DangerNote>
        )}
        <Grid>
          <div>
            <Panel>
              <PanelHead>
                <h2>{t('protection.settings.countries')}</h2>
              </PanelHead>
              <PanelBody>
                <HintLine style={{ marginBottom: 12 }}>{t('protection.settings.countriesHint')}</HintLine>
                <AddRow>
                  <Field label={t('protection.settings.countryCode')} error={codeError}>
                    {(id) => (
                      <Input
                        id={id}
                        value={code}
                        maxLength={2}
                        autoComplete="off"
                        placeholder={t('protection.settings.countryPlaceholder')}
                        $invalid={Boolean(codeError)}
                        data-testid="bo-country-code"
                        onChange={(e) => {
                          setCode(e.target.value);
                          setCodeError(null);
                        }}
                        onKeyDown={(e) => {
                          if (e.key === 'Enter') addCountry(e);
                        }}
                      />
                    )}
                  </Field>
                  <Btn onClick={() => addCountry()} data-testid="bo-country-add">
                    + {t('protection.settings.add')}
                  </Btn>
                </AddRow>
                {fieldErrors.blocked_countries && <ErrorLine role="alert">{fieldErrors.blocked_countries}</ErrorLine>}
                {v.blocked_countries.length === 0 ? (
                  <Muted data-testid="bo-countries-none" style={{ display: 'block', marginTop: 12, fontSize: 13 }}>
                    {t('protection.settings.countriesNone')}
                  </Muted>
                ) : (
                  <Chips data-testid="bo-countries">
                    {v.blocked_countries.map((c) => (
                      <li key={c} data-testid={`bo-country-${c}`}>
                        <Mono>{c}</Mono>
                        <span>{name(c)}</span>
                        <button
                          type="button"
                          aria-label={t('protection.settings.removeCountry', { name: name(c) })}
                          title={t('protection.settings.removeCountry', { name: name(c) })}
                          data-testid={`bo-country-remove-${c}`}
                          onClick={() => setV({ ...v, blocked_countries: v.blocked_countries.filter((x) => x !== c) })}
                        >
                          <Icon name="close" size={12} />
                        </button>
                      </li>
                    ))}
                  </Chips>
                )}
              </PanelBody>
            </Panel>
          </div>
          <div>
            <Panel>
              <PanelHead>
                <h2>{t('protection.settings.age')}</h2>
              </PanelHead>
              <PanelBody style={{ display: 'grid', gap: 14 }}>
                <Field label={t('protection.settings.minimumAge')} error={ageError} hint={t('protection.settings.minimumAgeHint')}>
                  {(id) => (
                    <Input
                      id={id}
                      inputMode="numeric"
                      value={v.minimum_age}
                      style={{ maxWidth: 120 }}
                      $invalid={Boolean(ageError)}
                      data-testid="bo-minimum-age"
                      onChange={(e) => {
                        setV({ ...v, minimum_age: e.target.value });
                        setFieldErrors({ ...fieldErrors, minimum_age: '' });
                      }}
                      onBlur={() => setAgeTouched(true)}
                    />
                  )}
                </Field>
                <Toggle>
                  <Switch
                    checked={v.birthday_before_deposit}
                    onChange={(on) => setV({ ...v, birthday_before_deposit: on })}
                    label={`${t('protection.settings.birthday')}: ${v.birthday_before_deposit ? t('protection.settings.on') : t('protection.settings.off')}`}
                    testId="bo-birthday-before-deposit"
                  />
                  <HintLine>{t('protection.settings.birthdayHint')}</HintLine>
                  {fieldErrors.birthday_before_deposit && <ErrorLine role="alert">{fieldErrors.birthday_before_deposit}</ErrorLine>}
                </Toggle>
              </PanelBody>
            </Panel>
          </div>
        </Grid>
      </Page>
      {confirming && (
        <ActionDialog open title={t('protection.settings.confirmTitle')} confirmLabel={t('protection.settings.confirmSave')} busy={isLoading} onConfirm={() => void run()} onClose={() => setConfirming(false)}>
          <SummaryLines lines={lines} />
        </ActionDialog>
      )}
    </form>
  );
}

// ------------------------------------------------------------------ styles

const AddRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 260px) auto;
  justify-content: start;
  gap: 8px;
  align-items: start;
  & > button { margin-top: 22px; }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    height: 30px;
    padding: 0 4px 0 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.bg};
    font-size: 13px;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 22px;
    height: 22px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
  }
  button:hover { background: rgba(240, 68, 90, 0.15); color: #fb7185; }
`;

const Toggle = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.bg};
`;


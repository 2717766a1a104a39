import { useEffect, useState } from 'react';
import { currentLanguage, setLanguage, useTranslation } from '@khela/i18n';
import { Tabs } from '@khela/ui';
import { BetVerifier } from './BetVerifier';
import { CrashVerifier } from './CrashVerifier';
import { LiveVerifier } from './LiveVerifier';
import { Body, Lang, Page, Top } from './styles';

/** /play/verify — the public provably fair verifier (no session needed). */
export default function VerifyPage() {
  const { t } = useTranslation('games');
  const [query] = useState(() => new URLSearchParams(location.search));
  const [tab, setTab] = useState(query.has('live') ? 'live' : query.has('crash') ? 'crash' : 'bets');
  const lang = currentLanguage();
  useEffect(() => {
    document.title = t('verify.title');
  }, [t]);
  return (
    <Page>
      <Top>
        <h1>{t('verify.title')}</h1>
        <Lang type="button" onClick={() => void setLanguage(lang === 'bn' ? 'en' : 'bn')} data-testid="verify-lang">
          {lang === 'bn' ? 'English' : 'বাংলা'}
        </Lang>
      </Top>
      <Body>
        <Tabs
          items={[
            { key: 'bets', label: t('verify.tabBets') },
            { key: 'crash', label: t('verify.tabCrash') },
            { key: 'live', label: t('live.verify.tab') },
          ]}
          value={tab}
          onChange={setTab}
          testIdPrefix="verify-tab"
        />
        {tab === 'bets' ? <BetVerifier query={query} /> : tab === 'crash' ? <CrashVerifier query={query} /> : <LiveVerifier query={query} />}
      </Body>
    </Page>
  );
}

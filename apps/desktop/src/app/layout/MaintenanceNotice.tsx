import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { STORAGE_KEYS, readStored, selectIsLoggedIn, useGetGeneralQuery, useSelector, writeStored } from '@khela/api';
import { localizedMaintenance } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button, Modal } from '@khela/ui';

const Text = styled.p`
  white-space: pre-line;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The platform maintenance notice (spec 1 §2): after login (popup = 1), within its dates, until dismissed; in the player's language. */
export function MaintenanceNotice() {
  const { t, i18n } = useTranslation('ui');
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data: general } = useGetGeneralQuery();
  const notice = useMemo(() => (general ? localizedMaintenance(general, i18n.language) : null), [general, i18n.language]);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!loggedIn || !notice || readStored(STORAGE_KEYS.popup) !== '1' || readStored(STORAGE_KEYS.regPopup) === '1') {
      setOpen(false);
      return;
    }
    const now = Date.now();
    const start = Date.parse(notice.start_date);
    const end = Date.parse(notice.end_date);
    // The end date counts as a whole day.
    setOpen(now >= start && now < end + 86_400_000);
  }, [loggedIn, notice]);

  if (!notice) return null;
  const dismiss = () => {
    writeStored(STORAGE_KEYS.popup, '0');
    setOpen(false);
  };
  return (
    <Modal
      open={open}
      onClose={dismiss}
      title={notice.title}
      testId="maintenance-notice"
      footer={
        <Button variant="primary" block onClick={dismiss}>
          {t('ok')}
        </Button>
      }
    >
      <Text>{notice.message}</Text>
    </Modal>
  );
}

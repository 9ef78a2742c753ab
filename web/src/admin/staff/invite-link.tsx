import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { isolateLtr } from '../../shared/bidi';
import { Button } from '../../shared/button';
import { TextInput } from '../../shared/form-field';
import { showToast } from '../../shared/toast/toast-store';
import { color } from '../../theme/tokens';
import { AdminCard } from '../shared/admin-form';
import type { StaffInvite } from './invite-form';
import { staffTexts } from './staff-texts';

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;

  input {
    flex: 1 1 14rem;
  }
`;

const Hint = styled.p`
  color: ${color('mutedForeground')};
`;

/**
 * The link just created, to copy and send: the server keeps only its hash, so this is the one
 * time it can be shown. Takes the focus when it appears, so the owner hears it is there.
 */
export function InviteLink({ invite }: { invite: StaffInvite }) {
  const { t } = useFeatureTexts(staffTexts);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [invite]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invite.inviteUrl);
      showToast({ title: t('adminStaff.copied'), variant: 'success' });
    } catch {
      showToast({ title: t('adminStaff.copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <AdminCard aria-labelledby="invite-link-title">
      <h2 id="invite-link-title" ref={headingRef} tabIndex={-1}>
        {t('adminStaff.linkTitle', { email: isolateLtr(invite.account.email) })}
      </h2>
      <Hint id="invite-link-hint">{t('adminStaff.linkHint')}</Hint>
      <LinkRow>
        <TextInput
          readOnly
          dir="ltr"
          aria-label={t('adminStaff.linkLabel')}
          aria-describedby="invite-link-hint"
          value={invite.inviteUrl}
          onFocus={(event) => event.target.select()}
        />
        <Button onClick={() => void copy()}>{t('adminStaff.copy')}</Button>
      </LinkRow>
    </AdminCard>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@crumb/shared/schema-types';
import { useMutation } from '@apollo/client/react';
import { isLanguage } from '../../i18n/language';
import { UpdateAdminLanguageDocument } from '../../graphql/generated';

interface AdminLanguageSyncProps {
  /** The language the server has for the owner (the session check answers it). */
  stored: Language;
}

/**
 * The owner's emails (new orders, the test email) are written in the language the owner reads
 * the back office in. Signing in records it; this keeps it when the owner switches
 * the interface language in the back office, or opens it in another language than the one
 * recorded. Nothing is shown: a language that could not be saved is tried again at the next
 * switch or visit, and the emails keep the last one meanwhile.
 */
export function AdminLanguageSync({ stored }: AdminLanguageSyncProps) {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const [updateAdminLanguage] = useMutation(UpdateAdminLanguageDocument);
  // One attempt per language while mounted, so a refused save is not retried in a loop.
  const attempted = useRef<Language | null>(null);

  useEffect(() => {
    if (!isLanguage(current) || current === stored || attempted.current === current) return;
    attempted.current = current;
    updateAdminLanguage({ variables: { language: current } }).catch(() => undefined);
  }, [current, stored, updateAdminLanguage]);

  return null;
}

import { useApolloClient, useMutation } from '@apollo/client/react';
import { getOperationAST } from 'graphql';
import type { UpdateSettingsMutationVariables } from '@crumb/shared/shared-operations';
import { UpdateSettingsDocument } from '@crumb/shared/shared-operations';
import { AdminSiteSettingsDocument } from '../graphql/generated';
import { AboutSettingsDocument, SiteSettingsDocument } from '../../graphql/generated';
import { showToast } from '../../shared/toast/toast-store';
import { useFailureMessage } from '../shared/failure-message';

/** Every query that shows settings: the back office's and the storefront's header, pages and About. */
const settingsQueries = [AdminSiteSettingsDocument, SiteSettingsDocument, AboutSettingsDocument];

export interface SaveMessages {
  /** 'Home page settings updated successfully!' */
  success: string;
  /** 'Failed to update settings: ', followed by the server's message or 'Unknown error'. */
  failurePrefix: string;
}

/**
 * Saves a settings page: the settings are refreshed and a success toast appears, or the
 * failure says why (docs/product.md#settings-pages).
 */
export function useSaveSettings() {
  const client = useApolloClient();
  const failureMessage = useFailureMessage();
  const [updateSettings, { loading }] = useMutation(UpdateSettingsDocument, {
    // The answer already updates the one cached settings record; the queries on screen are
    // asked again too. Those not on screen have no watcher to refetch (Apollo would only warn):
    // they read the updated record when next shown.
    refetchQueries: () => {
      const shown = new Set([...client.getObservableQueries('active')].map((query) => query.queryName));
      return settingsQueries.filter((query) => shown.has(getOperationAST(query)?.name?.value));
    },
  });

  const save = async (variables: UpdateSettingsMutationVariables, messages: SaveMessages) => {
    try {
      await updateSettings({ variables });
      showToast({ title: messages.success, variant: 'success' });
    } catch (error) {
      showToast({ title: failureMessage(messages.failurePrefix, error), variant: 'destructive' });
    }
  };

  return { save, saving: loading };
}

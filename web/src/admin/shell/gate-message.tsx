import type { ReactNode } from 'react';
import { DocumentTitle } from '../../settings/document-title';
import { MessagePanel } from '../../shared/message-panel';

interface GateMessageProps {
  /** The tab's title, when it is not the message's. */
  tabTitle?: string;
  title: string;
  description: string;
  /** The way on: signing in, the pages the account may open. */
  actions: ReactNode;
}

/**
 * What a guard of the back office shows instead of the page it keeps shut (to a visitor, to a
 * staff account on an owner's page): the message is the page's heading and names the tab.
 */
export function GateMessage({ tabTitle, ...panel }: GateMessageProps) {
  return (
    <>
      <DocumentTitle page={tabTitle ?? panel.title} />
      <MessagePanel titleLevel="h1" {...panel} />
    </>
  );
}

import styled from 'styled-components';
import { OwnerNote } from '../mobile-settings/owner-note';
import { usePhoneMessage } from '../mobile-settings/use-phone-settings';
import { PageContainer } from '../shared/page-container';

const Strip = styled(PageContainer)`
  padding-block-start: 1.5rem;
`;

const Message = styled(OwnerNote)`
  justify-content: center;
  text-align: center;
`;

/** welcomeMessageMobile (docs/product.md#phone-texts): the owner's short welcome under the hero, on phones only. */
export function WelcomeMessage() {
  const message = usePhoneMessage('welcomeMessageMobile');
  if (!message) return null;
  return (
    <Strip>
      {/* The owner's text may be in either language: dir=auto keeps its punctuation in place. */}
      <Message dir="auto">{message}</Message>
    </Strip>
  );
}

/**
 * The chat's antd dialogs, each inside the product theme (shared/ui's withUi): one chunk, loaded with shared/ui when
 * one of them first opens, so the chat's first screen (plain CSS on shared/kit) never waits for antd.
 */
import { LinkedInPreview, Modal, withUi } from 'shared/ui';
import { CreditsModal as CreditsModalDialog } from './CreditsModal';
import { EarlierChats as EarlierChatsDialog } from './EarlierChats';

/** A reply shown as LinkedIn's feed shows it (the fold, the phone and desktop widths). */
function PreviewDialog({ text, onClose }: { text: string | null; onClose: () => void }) {
  return (
    <Modal open={text !== null} onCancel={onClose} footer={null} title="LinkedIn preview" width={640} destroyOnHidden>
      {text !== null && <LinkedInPreview text={text} device={window.matchMedia?.('(max-width: 600px)').matches ? 'mobile' : 'desktop'} />}
    </Modal>
  );
}

export const CreditsModal = withUi(CreditsModalDialog);
export const EarlierChats = withUi(EarlierChatsDialog);
export const PreviewModal = withUi(PreviewDialog);

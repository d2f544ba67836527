export { DeleteDialog, RenameDialog } from './components/thread-dialogs';
export { useDeleteThreadMutation, useRenameThreadMutation } from './api/threads-api';
export type { Thread } from './model/thread';

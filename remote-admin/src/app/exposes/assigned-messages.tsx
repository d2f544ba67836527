import { type ExposedWidget, hasAnyRole, useUserRoles } from '@astro/shared';
import { ContactMessagesPanel } from '../../features/contact-messages';

const STAFF_ROLES = ['support', 'admin'];

/**
 * The "Assigned to me" panel for support staff on /dashboard, drawn without its own frame: the host
 * section shows the title. Renders nothing for anyone who is not staff.
 */
const AssignedMessages: ExposedWidget<'astro_admin/AssignedMessages'> = () => {
  const { roles, userId, loading } = useUserRoles();
  if (loading || !userId || !hasAnyRole(roles, STAFF_ROLES)) return null;
  return (
    <ContactMessagesPanel
      title="Assigned to me"
      userId={userId}
      scope="assigned"
      frame="bare"
      headingLevel="h3"
    />
  );
};

export default AssignedMessages;

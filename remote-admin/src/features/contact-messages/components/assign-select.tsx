import TextField from '@mui/material/TextField';
import type { StaffMember } from '../api/contact-messages-api';

const UNASSIGNED = '';

export function staffLabel(member: StaffMember): string {
  const name = member.username ?? member.email ?? 'Staff member';
  return `${name} (${member.roles.join(', ')})`;
}

/** Admins hand a message to a staff member; nothing reaches support staff without this. */
export function AssignSelect({
  value,
  staff,
  disabled,
  onChange,
}: {
  value: string | null;
  staff: StaffMember[];
  disabled?: boolean;
  onChange: (staffId: string | null) => void;
}) {
  const known = value === null || staff.some((member) => member.user_id === value);
  return (
    <TextField
      select
      size="small"
      label="Assigned to"
      value={value ?? UNASSIGNED}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === UNASSIGNED ? null : event.target.value)}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 240, alignSelf: 'flex-start' }}
    >
      <option value={UNASSIGNED}>Unassigned</option>
      {!known && value && <option value={value}>A former staff member</option>}
      {staff.map((member) => (
        <option key={member.user_id} value={member.user_id}>
          {staffLabel(member)}
        </option>
      ))}
    </TextField>
  );
}

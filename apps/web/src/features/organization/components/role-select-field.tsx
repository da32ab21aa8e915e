import type { MemberRole } from '@utmost/ads-sdk';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/select-field';

/**
 * The role picker of the invite and API key dialogs: the roles the viewer may give, named in
 * words, bound to the form's `name` field (a role string).
 */
export function RoleSelectField<TValues extends FieldValues>({
  control,
  name,
  id,
  label,
  placeholder,
  roles,
  error,
}: {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  id: string;
  label: string;
  placeholder: string;
  roles: readonly MemberRole[];
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          id={id}
          label={label}
          isRequired
          placeholder={placeholder}
          options={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          error={error}
          value={typeof field.value === 'string' ? field.value : undefined}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}

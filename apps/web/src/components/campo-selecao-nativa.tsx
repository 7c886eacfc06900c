import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ChangeEvent, ReactNode } from 'react';

export interface CampoSelecaoNativaProps {
  id: string;
  label: ReactNode;
  value: string | number;
  onChange: (evento: ChangeEvent<HTMLSelectElement>) => void;
  /** The `<option>`s. */
  children: ReactNode;
  size?: 'small' | 'medium';
  disabled?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A native select (the phone's own picker) in MUI's outlined field, label always above: what `<TextField select
 * slotProps={{ select: { native: true } }}>` draws, without TextField, which always bundles MUI's Select, Menu,
 * Popover and Modal for its non-native mode (about 10 KB gzip, ADR 066). The label names the select (`for`), as
 * TextField's does.
 */
export function CampoSelecaoNativa({ id, label, value, onChange, children, size, disabled, fullWidth, sx }: CampoSelecaoNativaProps) {
  return (
    <FormControl variant="outlined" size={size} disabled={disabled} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <NativeSelect id={id} value={value} onChange={onChange} input={<OutlinedInput label={label} notched />}>
        {children}
      </NativeSelect>
    </FormControl>
  );
}

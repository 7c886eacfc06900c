import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/pt-br';

/** Spec, sections 5 and 9: date pickers in pt-br, from 1900-01-01 to 2099-12-31. */
export const DATA_MINIMA = dayjs('1900-01-01');
export const DATA_MAXIMA = dayjs('2099-12-31');
export const FORMATO_DATA = 'DD/MM/YYYY';
export const LOCALE_DATAS = 'pt-br';

export type DateFieldProps = Omit<DatePickerProps, 'minDate' | 'maxDate' | 'format'>;

const textosPtBR = ptBR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The calendar's weekday headings: "dom seg ter qua qui sex sáb". MUI's default takes the first character of
 * dayjs's shortest pt-br names ("Do 2ª 3ª…"), which reads "D 2 3 4 5 6 S" right above the day numbers.
 */
export const diaDaSemana = (dia: Dayjs) => dia.locale(LOCALE_DATAS).format('ddd');

/** The portal's date input. It brings its own pt-br localization, so it is right wherever it is used. */
export function DateField(props: DateFieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={LOCALE_DATAS} localeText={textosPtBR}>
      <DatePicker dayOfWeekFormatter={diaDaSemana} {...props} minDate={DATA_MINIMA} maxDate={DATA_MAXIMA} format={FORMATO_DATA} />
    </LocalizationProvider>
  );
}

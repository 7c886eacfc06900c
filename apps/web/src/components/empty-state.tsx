import InboxOutlined from '@mui/icons-material/InboxOutlined?leve';
import { garantirEstiloTelas } from './estilo-telas';

garantirEstiloTelas();

/**
 * An empty list: the inbox icon and the message, in the text's secondary colour. Plain elements (ADR 067), the look
 * MUI drew (a 40 px icon, 40 px above and below), so any page can show it, with MUI or without.
 */
export function EmptyState({ mensagem }: { mensagem: string }) {
  return (
    <div className="pl-vazio">
      <InboxOutlined aria-hidden="true" />
      <p>{mensagem}</p>
    </div>
  );
}

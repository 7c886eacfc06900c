import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function EmptyState({ mensagem }: { mensagem: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 5, px: 2, textAlign: 'center' }}>
      <InboxOutlined aria-hidden="true" sx={{ fontSize: 40, color: 'text.secondary' }} />
      <Typography color="text.secondary">{mensagem}</Typography>
    </Box>
  );
}

/** An attendance list as CSV, like the app's other exports: UTF-8 with BOM, ';' between fields, dates as dd/mm/aaaa hh:mm (São Paulo). */
import type { ListaPresenca } from '@portal/contracts';

const CABECALHO = ['Nome', 'CPF', 'Inscrição', 'Forma', 'Motivo', 'Registrado em'];

/** One cell, quoted when needed; a leading =, +, -, @ is neutralised (CSV injection). */
function celula(valor: string): string {
  const seguro = /^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor;
  return /[;"\r\n]/.test(seguro) ? `"${seguro.replace(/"/g, '""')}"` : seguro;
}

const linha = (celulas: string[]) => `${celulas.map(celula).join(';')}\r\n`;

const QUANDO = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function csvPresenca(l: ListaPresenca): string {
  return (
    `\uFEFF${linha(CABECALHO)}` +
    l.registros
      .map((r) => linha([r.nome, r.cpf, r.inscricao ?? '', r.forma === 'qr' ? 'QR na sala' : 'Manual', r.motivo ?? '', QUANDO.format(new Date(r.registradoEm)).replace(',', '')]))
      .join('')
  );
}

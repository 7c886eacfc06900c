import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EtapaRequerimento } from '@portal/contracts';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BotaoCancelarRequerimento } from './botao-cancelar-requerimento';
import { mensagemDeErro } from '@/lib/api-client';
import { camposDoErro } from '@/lib/erros-de-campo';
import { useCarregarFluxo, type EstadoFluxo } from '../hooks/use-carregar-fluxo';
import type { Familia } from '../hooks/use-fluxo';
import { useOperacoesDocumentos } from '../hooks/use-operacoes-documentos';
import { DocumentoExigidoCard } from './documento-exigido-card';
import { EstadoDoFluxo } from './estado-do-fluxo';
import { EmNomeDe, PaginaRequerimento } from './pagina-requerimento';

type Pronto = Extract<EstadoFluxo, { estado: 'pronto' }> & { requerimento: NonNullable<Extract<EstadoFluxo, { estado: 'pronto' }>['requerimento']> };

function Documentos({ pronto }: { pronto: Pronto }) {
  const { tipo, canal, requerimento, chaveAnonima } = pronto;
  const navigate = useNavigate();
  const operacoes = useOperacoesDocumentos(canal, requerimento.id, chaveAnonima);
  const [ocupados, setOcupados] = useState(0);
  const [erroEnvio, setErroEnvio] = useState<{ mensagem: string; voltarAoFormulario: boolean } | null>(null);

  // The member's own draft (not staff filing, not the anonymous report): the server says whether it may be discarded.
  const podeDescartar = canal === 'membro' && requerimento.acoesDoMembro.includes('cancelar');
  const faltando = tipo.documentos.filter((d) => d.obrigatorio && !requerimento.documentos.some((x) => x.chave === d.chave));
  const podeEnviar = faltando.length === 0 && ocupados === 0 && !operacoes.enviando;

  const enviar = async () => {
    setErroEnvio(null);
    try {
      const status = await operacoes.enviar();
      const proxima: EtapaRequerimento = status === 'aguardando_pagamento' ? 'pagamento' : 'finalizado';
      await navigate(pronto.href(proxima, requerimento.id), { replace: true });
    } catch (erro) {
      // The dados no longer pass (a rule changed since the draft was saved): the form is where to fix them.
      setErroEnvio({ mensagem: mensagemDeErro(erro), voltarAoFormulario: Object.keys(camposDoErro(erro)).length > 0 });
    }
  };

  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {tipo.documentos.length > 0
          ? 'Envie os documentos pedidos. Os arquivos são conferidos pelo conteúdo: um arquivo renomeado ou corrompido é recusado.'
          : 'Este pedido não exige documentos. Confira e envie.'}
      </Typography>
      <Stack spacing={2}>
        {tipo.documentos.map((exigido) => (
          <DocumentoExigidoCard
            key={exigido.chave}
            exigido={exigido}
            arquivos={requerimento.documentos.filter((d) => d.chave === exigido.chave)}
            editavel
            onEnviar={(arquivo, aoProgredir) => operacoes.enviarArquivo(exigido.chave, arquivo, aoProgredir)}
            onRemover={operacoes.remover}
            onBaixar={operacoes.baixar}
            onOcupado={(ocupado) => setOcupados((n) => n + (ocupado ? 1 : -1))}
          />
        ))}
      </Stack>

      <Box sx={{ mt: 3 }}>
        {faltando.length > 0 ? (
          <Alert severity="info" role="status" sx={{ mb: 2 }} data-testid="documentos-faltando">
            <AlertTitle>Para enviar, falta{faltando.length > 1 ? 'm' : ''}:</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {faltando.map((d) => (
                <li key={d.chave}>{d.rotulo}</li>
              ))}
            </Box>
          </Alert>
        ) : null}
        {erroEnvio ? (
          <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="erro-envio">
            {erroEnvio.mensagem}
            {erroEnvio.voltarAoFormulario && canal !== 'anonimo' ? (
              <Box sx={{ mt: 1 }}>
                <Button component={RouterLink} to={pronto.href('form', requerimento.id)} size="small" color="inherit" variant="outlined">
                  Corrigir o formulário
                </Button>
              </Box>
            ) : null}
          </Alert>
        ) : null}
        {tipo.taxaCentavos !== null ? (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
            Ao enviar, o pedido recebe o número de protocolo e a taxa é gerada para pagamento.
          </Typography>
        ) : null}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
          {canal !== 'anonimo' ? (
            <Button component={RouterLink} to={pronto.href('form', requerimento.id)} variant="text">
              Voltar ao formulário
            </Button>
          ) : (
            <span />
          )}
          <Button
            variant="contained"
            size="large"
            onClick={() => void enviar()}
            disabled={!podeEnviar}
            aria-busy={operacoes.enviando}
            startIcon={
              operacoes.enviando ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <Send aria-hidden="true" />
            }
          >
            {operacoes.enviando ? 'Enviando…' : tipo.anonimo ? 'Enviar denúncia' : 'Enviar requerimento'}
          </Button>
        </Stack>
        {podeDescartar ? (
          <Box sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
              Não vai mais fazer este pedido? Descarte o rascunho para que ele saia das suas pendências.
            </Typography>
            <BotaoCancelarRequerimento
              requerimento={{ ...requerimento, titulo: tipo.titulo }}
              rotulo="Descartar rascunho"
              variant="text"
              disabled={operacoes.enviando || ocupados > 0}
            />
          </Box>
        ) : null}
      </Box>
    </>
  );
}

/** The documents step: upload each document the type asks for, then send the request (protocol number). */
export function RequerimentoDocumentosPage({ familia }: { familia: Familia }) {
  const { estado, tipoDaUrl } = useCarregarFluxo(familia, 'documentos');
  if (estado.estado !== 'pronto') return <EstadoDoFluxo estado={estado} familia={familia} tipoDaUrl={tipoDaUrl} />;
  const { requerimento } = estado;
  if (!requerimento) return null; // useCarregarFluxo redirects to the form when there is no draft
  return (
    <PaginaRequerimento
      tipo={estado.tipo}
      etapa="documentos"
      emNomeDe={estado.canal === 'interno' ? <EmNomeDe pessoa={estado.fluxo.pessoa} requerente={requerimento.requerente} /> : undefined}
    >
      <Documentos pronto={{ ...estado, requerimento }} />
    </PaginaRequerimento>
  );
}

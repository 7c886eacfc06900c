import { z } from 'zod';

/** The privacy notice (LGPD, Lei 13.709/2018). Its version is stored with each acceptance. */
export const AVISO_PRIVACIDADE_VERSAO = '2026-11';

export const AVISO_PRIVACIDADE: { titulo: string; secoes: { titulo: string; texto: string }[] } = {
  titulo: 'Aviso de privacidade do Portal unificado',
  secoes: [
    {
      titulo: 'Quem trata seus dados',
      texto:
        'A seccional da OAB, a Caixa de Assistência dos Advogados (CASAG) e o clube (CEL) tratam os dados pessoais informados neste portal, cada um nas atividades que lhe cabem.',
    },
    {
      titulo: 'Quais dados e para quê',
      texto:
        'Nome, CPF, data de nascimento, e-mail, celular e endereço, para identificar você, manter seu cadastro, prestar os serviços que você pedir (requerimentos, benefícios, pagamentos, ouvidoria) e falar com você sobre eles. Registramos também data, hora e endereço IP dos acessos, para a segurança da sua conta.',
    },
    {
      titulo: 'Bases legais',
      texto:
        'Execução de serviços que você solicita, cumprimento de obrigações legais e regulatórias da advocacia e legítimo interesse na segurança do portal. Dados de saúde e de benefícios sensíveis são tratados só para o benefício pedido e vistos só por quem precisa deles.',
    },
    {
      titulo: 'Compartilhamento',
      texto:
        'Não vendemos nem cedemos seus dados. Eles são compartilhados apenas com quem presta serviços necessários ao portal (hospedagem, envio de e-mail, meios de pagamento), sob contrato, ou quando a lei exigir.',
    },
    {
      titulo: 'Seus direitos',
      texto:
        'Você pode confirmar o tratamento, acessar e baixar seus dados, corrigi-los, pedir a eliminação do que não for obrigatório manter e revogar consentimentos. Em Configurações, baixe todos os seus dados em JSON; para os demais pedidos, fale com o encarregado de dados.',
    },
    {
      titulo: 'Guarda e segurança',
      texto:
        'Guardamos os dados pelo tempo necessário aos serviços e às obrigações legais. Senhas são guardadas apenas em forma irreversível (argon2id); o acesso é registrado e protegido.',
    },
  ],
};

export const privacidadeResponseSchema = z.object({
  versao: z.string(),
  titulo: z.string(),
  secoes: z.array(z.object({ titulo: z.string(), texto: z.string() })),
  encarregado: z.object({ nome: z.string(), email: z.string() }),
});
export type Privacidade = z.infer<typeof privacidadeResponseSchema>;

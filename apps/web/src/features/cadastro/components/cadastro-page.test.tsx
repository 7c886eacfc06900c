import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { comTokenDeApp } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { digitarDataNoCampo } from '@/test/digitar-data';

type Usuario = ReturnType<typeof renderizarRota>['user'];

const AVISO = {
  versao: '2026-11',
  titulo: 'Aviso de privacidade do Portal unificado',
  secoes: [{ titulo: 'Quem trata seus dados', texto: 'A seccional da OAB…' }],
  encarregado: { nome: 'Encarregado', email: 'dpo@portal.local' },
};

async function abrir() {
  comTokenDeApp();
  const tela = renderizarRota('/cadastro');
  await screen.findByRole('heading', { level: 1, name: 'Criar conta' }, { timeout: 5000 });
  return tela;
}

async function digitarData(_user: Usuario, ddmmaaaa: string) {
  digitarDataNoCampo(/Data de nascimento/, ddmmaaaa);
  return Promise.resolve();
}

async function preencher(user: Usuario, o: Partial<Record<string, string>> = {}) {
  const v = {
    nome: 'Fernanda <b>Teste</b>',
    cpf: '529.982.247-25',
    email: 'fernanda@teste.local',
    celular: '(62) 98888-7777',
    cep: '74000-100',
    logradouro: 'Rua 10',
    numero: '123',
    bairro: 'Setor Oeste',
    cidade: 'Goiânia',
    senha: 'uma frase longa de senha',
    confirmacao: 'uma frase longa de senha',
    ...o,
  };
  await user.type(screen.getByRole('textbox', { name: 'Nome completo' }), v.nome);
  await user.type(screen.getByRole('textbox', { name: 'CPF' }), v.cpf);
  await digitarData(user, o.data ?? '12041991');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), v.email);
  await user.type(screen.getByRole('textbox', { name: 'Celular' }), v.celular);
  await user.type(screen.getByRole('textbox', { name: 'CEP' }), v.cep);
  await user.type(screen.getByRole('textbox', { name: 'Logradouro' }), v.logradouro);
  await user.type(screen.getByRole('textbox', { name: 'Número' }), v.numero);
  await user.type(screen.getByRole('textbox', { name: 'Bairro' }), v.bairro);
  await user.type(screen.getByRole('textbox', { name: 'Cidade' }), v.cidade);
  await user.selectOptions(screen.getByRole('combobox', { name: 'UF' }), 'GO');
  await user.type(screen.getByLabelText('Senha', { exact: false, selector: '#cadastro-senha' }), v.senha);
  await user.type(screen.getByLabelText('Confirme a senha', { exact: false }), v.confirmacao);
}

describe('/cadastro', () => {
  it('has no top bar offset, one h1, and links back to the login', async () => {
    instalarApiFake();
    await abrir();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('conteudo-principal')).toHaveStyle({ paddingTop: '0px' });
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  });

  it('validates every field inline (CPF digits, acceptance) and sends nothing', async () => {
    const api = instalarApiFake();
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Informe o nome completo.')).toBeInTheDocument();
    expect(screen.getByText('Informe o CPF.')).toBeInTheDocument();
    expect(screen.getByText('Informe a data de nascimento.')).toBeInTheDocument();
    expect(screen.getByText('Escolha a UF.')).toBeInTheDocument();
    expect(screen.getByText('Para criar a conta, aceite o aviso de privacidade.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '529.982.247-26');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('CPF inválido. Confira os dígitos.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.chamadasDe('POST /pessoa/salvar')).toHaveLength(0);
  });

  it('refuses a birth date before 1900 and a password confirmation that does not match', async () => {
    const api = instalarApiFake();
    const { user } = await abrir();
    await preencher(user, { data: '31121899', confirmacao: 'outra coisa' });
    await user.click(screen.getByRole('checkbox', { name: 'Li e aceito o aviso de privacidade' }));
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('A data deve estar entre 01/01/1900 e 31/12/2099.')).toBeInTheDocument();
    expect(api.chamadasDe('POST /pessoa/salvar')).toHaveLength(0);
  });

  it('shows the privacy notice in a dialog', async () => {
    instalarApiFake({ 'GET /privacidade': { status: 200, data: AVISO } });
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Ler o aviso de privacidade' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Aviso de privacidade' });
    expect(await within(dialogo).findByText('Aviso de privacidade do Portal unificado')).toBeInTheDocument();
    expect(within(dialogo).getByText('dpo@portal.local')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the payload and shows the server message; the name with HTML is shown as text', async () => {
    const api = instalarApiFake({
      'POST /pessoa/salvar': {
        status: 202,
        data: { mensagem: 'Cadastro recebido. Enviamos um e-mail para fernanda@teste.local com as próximas instruções.' },
      },
    });
    const { user } = await abrir();
    await preencher(user);
    await user.click(screen.getByRole('checkbox', { name: 'Li e aceito o aviso de privacidade' }));
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByTestId('cadastro-recebido')).toHaveTextContent(
      'Cadastro recebido. Enviamos um e-mail para fernanda@teste.local com as próximas instruções.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirme seu e-mail');
    const [chamada] = api.chamadasDe('POST /pessoa/salvar');
    expect(chamada?.corpo).toMatchObject({
      nome: 'Fernanda <b>Teste</b>',
      cpf: '529.982.247-25',
      nascimento: '1991-04-12',
      email: 'fernanda@teste.local',
      uf: 'GO',
      aceiteAvisoPrivacidade: true,
    });
    expect(chamada?.corpo).not.toHaveProperty('complemento');
  });

  it('marks the fields a 400 names, pointing to them (never their code names), and shows the server message on a 429', async () => {
    const api = instalarApiFake({
      'POST /pessoa/salvar': {
        status: 400,
        data: { mensagem: "Dados inválidos no campo 'cep': CEP inválido.", codigo: 'VALIDACAO', campos: { cep: 'CEP inválido.' } },
      },
    });
    const { user } = await abrir();
    await preencher(user);
    await user.click(screen.getByRole('checkbox', { name: 'Li e aceito o aviso de privacidade' }));
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByTestId('cadastro-erro')).toHaveTextContent(/^Confira os campos destacados\.$/);
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('CEP inválido.')).toBeInTheDocument();
    expect(screen.queryByText(/Dados inválidos no campo/)).not.toBeInTheDocument();

    api.definir('POST /pessoa/salvar', {
      status: 429,
      data: { mensagem: 'Muitos pedidos de cadastro. Aguarde 60 minutos e tente novamente.', codigo: 'MUITOS_PEDIDOS' },
    });
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Muitos pedidos de cadastro. Aguarde 60 minutos e tente novamente.')).toBeInTheDocument();
  });
});

describe('/login after registration', () => {
  it('shows the server message when the e-mail is not confirmed, in both modes', async () => {
    const msg = 'Confirme seu e-mail antes de entrar. Enviamos o link para o endereço cadastrado.';
    instalarApiFake({
      'POST /usuario/login': { status: 403, data: { codigo: 'EMAIL_NAO_CONFIRMADO', mensagem: msg } },
      'POST /usuario/login-colaborador': { status: 403, data: { codigo: 'EMAIL_NAO_CONFIRMADO', mensagem: msg } },
    });
    comTokenDeApp();
    const { user } = renderizarRota('/login');
    await screen.findByRole('button', { name: 'Entrar' });
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/cadastro');
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/forgot');
    await user.type(screen.getByRole('textbox', { name: /CPF/ }), '529.982.247-25');
    await user.type(screen.getByLabelText(/^Senha/), 'uma senha qualquer');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByTestId('login-erro')).toHaveTextContent(msg);
    await user.click(screen.getByRole('radio', { name: 'Colaborador' }));
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByTestId('login-erro')).toHaveTextContent(msg));
  });
});

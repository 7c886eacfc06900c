/** The review endpoints answer 403 to staff without a review permission; every review screen says this. */
export const MENSAGEM_SEM_PERMISSAO_REVISAR = 'Você não tem permissão para revisar requerimentos.';

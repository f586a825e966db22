// The mail-words module's face (issue 52 §4, decision 0123): the words owners give the shop's main mails
// in each language, and the console's routes that edit, preview and test them. It owns mail_words.
export { adminMailWords, mailWordsFor, setMailWords } from './changes';
export { defaultMailWords } from './default-words';

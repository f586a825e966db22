import type { LegalPage } from '../../../../universal/legal-pages';

/** Les textes de départ de la boutique en français : un canevas que son propriétaire vérifie et complète. */
export const fr: Record<LegalPage, string> = {
  terms: `Ces conditions s'appliquent lorsque vous utilisez {shopName} ({website}) et lorsque vous y achetez. Le propriétaire de la boutique peut modifier ce texte dans les réglages de la boutique.

## Qui nous sommes
Le vendeur est {sellerName}, {sellerAddress}. Numéro d'immatriculation fiscale ou de TVA : {taxNumber}. Vous pouvez nous écrire à {supportEmail}.

## Votre commande
- Passer une commande, c'est proposer d'acheter les articles qu'elle contient aux prix affichés lors du paiement.
- Nous confirmons votre commande par e-mail. Si nous ne pouvons pas fournir un article, nous vous le disons et ne vous le facturons pas.
- Les prix incluent ou ajoutent les taxes comme l'indique le paiement pour votre pays de livraison.

## Votre compte
Gardez votre mot de passe pour vous. Vous pouvez modifier vos informations depuis votre profil.

## Retours, livraison et confidentialité
Nos pages sur les retours et remboursements, la livraison et la confidentialité font partie de ces conditions.

## Contact
Pour toute question sur ces conditions : {supportEmail}.`,

  privacy: `Cet avis indique quelles informations personnelles {shopName} conserve, pourquoi, et ce que vous pouvez nous demander. Le propriétaire de la boutique peut modifier ce texte dans les réglages de la boutique.

## Qui en est responsable
{sellerName}, {sellerAddress}, est responsable de vos informations. Contact : {supportEmail}.

## Ce que nous conservons
- Votre nom, votre adresse e-mail et votre mot de passe (conservé uniquement sous une forme brouillée) lorsque vous créez un compte.
- Les adresses de livraison et numéros de téléphone que vous nous donnez.
- Vos commandes, retours et avis.

## Pourquoi
Nous utilisons ces informations pour prendre et livrer vos commandes, traiter les retours et remboursements, répondre à vos questions et protéger votre compte. Nous ne les vendons pas.

## Qui d'autre les voit
Seulement ceux qui nous aident à livrer votre commande ou à encaisser votre paiement, et seulement ce dont ils ont besoin pour cela.

## Vos choix
Vous pouvez consulter et corriger vos informations dans votre profil, arrêter les e-mails de commande, et nous demander à {supportEmail} une copie de vos informations ou leur suppression.`,

  returns: `Comment retourner un article à {shopName} et comment les remboursements sont versés. Le propriétaire de la boutique peut modifier ce texte dans les réglages de la boutique.

## Retourner un article
- Vous pouvez demander le retour d'articles dans les {returnDays} jours suivant la livraison, depuis la page de la commande dans Vos commandes.
- Renvoyez les articles non utilisés et, si possible, dans leur emballage.
- Nous vous informons par e-mail lorsque nous acceptons ou refusons un retour, et pourquoi.

## Remboursements
Une fois les articles reçus et vérifiés, nous vous les remboursons par le moyen de paiement utilisé. L'e-mail qui confirme le remboursement en indique le montant.

## Questions
Écrivez-nous à {supportEmail} en indiquant votre numéro de commande.`,

  delivery: `Où {shopName} livre, en combien de temps et à quel prix. Le propriétaire de la boutique peut modifier ce texte dans les réglages de la boutique.

## Où et comment
Les pays où nous livrons, les options de livraison et leurs prix sont indiqués lors du paiement pour votre adresse, avant que vous payiez.

## Quand
Les dates de livraison indiquées lors du paiement et sur votre commande sont des estimations. Nous vous écrivons quand votre commande est expédiée, avec son suivi lorsqu'il existe.

## Paiement à la livraison
Lorsque le paiement à la livraison est proposé, les frais du transporteur sont indiqués lors du paiement, avant que vous commandiez.

## Questions
Écrivez-nous à {supportEmail} en indiquant votre numéro de commande.`,
};

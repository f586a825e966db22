import type { LegalPage } from '../../../../universal/legal-pages';

/** Los textos iniciales de la tienda en español: un esquema que su propietario revisa y completa. */
export const es: Record<LegalPage, string> = {
  terms: `Estas condiciones se aplican cuando usa {shopName} ({website}) y cuando compra en ella. El propietario de la tienda puede cambiar este texto en los ajustes de la tienda.

## Quiénes somos
El vendedor es {sellerName}, {sellerAddress}. Número de identificación fiscal o de IVA: {taxNumber}. Puede escribirnos a {supportEmail}.

## Su pedido
- Hacer un pedido es ofrecer comprar sus artículos a los precios mostrados al pagar.
- Confirmamos su pedido por correo electrónico. Si no podemos suministrar un artículo, se lo decimos y no se lo cobramos.
- Los precios incluyen o añaden los impuestos tal como indica el pago para su país de entrega.

## Su cuenta
Guarde su contraseña para usted. Puede cambiar sus datos desde su perfil.

## Devoluciones, entrega y privacidad
Nuestras páginas de devoluciones y reembolsos, entrega y privacidad forman parte de estas condiciones.

## Contacto
Preguntas sobre estas condiciones: {supportEmail}.`,

  privacy: `Este aviso explica qué información personal guarda {shopName}, para qué, y qué puede pedirnos. El propietario de la tienda puede cambiar este texto en los ajustes de la tienda.

## Quién es responsable
{sellerName}, {sellerAddress}, es responsable de su información. Contacto: {supportEmail}.

## Qué guardamos
- Su nombre, su correo electrónico y su contraseña (guardada solo de forma cifrada) cuando crea una cuenta.
- Las direcciones de entrega y los teléfonos que nos da.
- Sus pedidos, devoluciones y opiniones.

## Para qué
Usamos esta información para tomar y entregar sus pedidos, gestionar devoluciones y reembolsos, responder a sus preguntas y proteger su cuenta. No la vendemos.

## Quién más la ve
Solo quienes nos ayudan a entregar su pedido o a cobrar su pago, y solo lo que necesitan para ello.

## Sus opciones
Puede ver y corregir sus datos en su perfil, dejar de recibir correos de pedidos y pedirnos en {supportEmail} una copia de su información o que la borremos.`,

  returns: `Cómo devolver un artículo a {shopName} y cómo se pagan los reembolsos. El propietario de la tienda puede cambiar este texto en los ajustes de la tienda.

## Devolver un artículo
- Puede pedir la devolución de artículos dentro de los {returnDays} días siguientes a la entrega, desde la página del pedido en Mis pedidos.
- Envíe los artículos sin usar y, si es posible, en su embalaje.
- Le avisamos por correo electrónico cuando aceptamos o rechazamos una devolución, y por qué.

## Reembolsos
Cuando hemos recibido y revisado los artículos, le reembolsamos por el mismo medio con el que pagó. El correo que confirma el reembolso indica el importe.

## Preguntas
Escríbanos a {supportEmail} con su número de pedido.`,

  delivery: `Dónde entrega {shopName}, cuánto tarda y cuánto cuesta. El propietario de la tienda puede cambiar este texto en los ajustes de la tienda.

## Dónde y cómo
Los países a los que entregamos, las opciones de entrega y sus precios se muestran al pagar para su dirección, antes de que pague.

## Cuándo
Las fechas de entrega que se muestran al pagar y en su pedido son estimaciones. Le escribimos cuando su pedido sale, con su seguimiento cuando lo hay.

## Pago contra reembolso
Donde se ofrece el pago contra reembolso, la tarifa del mensajero se muestra al pagar, antes de que haga el pedido.

## Preguntas
Escríbanos a {supportEmail} con su número de pedido.`,
};

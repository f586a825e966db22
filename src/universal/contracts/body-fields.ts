import { Type } from 'typebox';

/** Generous bounds for free text: the yup schemas hold the real rules, these stop absurd input early. */
export const TEXT_MAX = 200;
export const PASSWORD_MAX = 128;

/**
 * Fields of a body whose rules a shared yup schema holds (the server runs it with parseBody). They are
 * optional at this layer on purpose: a missing field then gets the yup schema's wording ('Email is
 * required'), the same text the form shows. Types and lengths are still enforced here.
 */
export const Text = (maxLength = TEXT_MAX) => Type.Optional(Type.String({ maxLength }));
export const Password = () => Type.Optional(Type.String({ maxLength: PASSWORD_MAX }));

/** A plain acknowledgement, with a sentence for the shopper when there is one to say. */
export const SuccessSchema = Type.Object({ success: Type.Boolean(), message: Type.Optional(Type.String()) });

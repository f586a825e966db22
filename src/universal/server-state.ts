/** The id of the `<script type="application/json">` that carries a server-rendered page's store state. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

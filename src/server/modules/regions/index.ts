// The regions module's face: where the shop delivers, at what price and tax (checkout prices by it).
export { regionsRepository } from './repository';

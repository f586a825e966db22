// The address book's face (it owns the addresses table): what the profile asks of it (the profile's
// address is the default's place) and what checkout tells it (an order shipped to an address).
export { addressBook } from './repository';
export { profileAddress, saveProfileAddress } from './profile-address';

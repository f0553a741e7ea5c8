// How a payment's status reads to a scout (the contract's words: the CSV export writes the same).
export { transactionStatusWords as statusWords } from '../../../api/contract/terms/payments'

/** A traveller as the group info shows them to other customers: never a name, an e-mail or a birth date. */
export type GroupTraveller = {
  gender: 'female' | 'male' | 'other'
  /** Their first trip with us. */
  firstTrip: boolean
  /** Trips they have done with us before this one. */
  tripsDone: number
}

/** `GET /api/v1/tours/group-info?tourId=`: who is going on a departure, for a signed-in customer. */
export type GroupInfo = {
  tourId: number
  /** Someone has booked it. */
  hasPax: boolean
  travellersCount: number
  firstTimers: number
  /** Trips the group's travellers have done with us, all together. */
  tripsDone: number
  genders: Record<GroupTraveller['gender'], number>
  travellers: GroupTraveller[]
  /** The group the departure will have: at least the travellers it needs to be confirmed, at most its places. */
  expectedGroupSize: { min: number; max: number }
  /** Customers who saved the departure or set an alert on it, and have not booked it. */
  interestedCount: number
}

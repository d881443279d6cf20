/** The messages a refused save gives, field by field, joined; fails when the save was accepted. */
export async function refusal(save: Promise<unknown>): Promise<string> {
  try {
    await save
  } catch (error) {
    const errors = (error as { data?: { errors?: Array<{ message: string }> } }).data?.errors ?? []
    return errors.map((entry) => entry.message).join(' | ') || String(error)
  }
  throw new Error('the save was accepted')
}

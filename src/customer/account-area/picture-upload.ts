import type { UserData } from '@/customer/accounts/customers'
import { trackRequest } from '@/lib/http/requests-in-flight'
import { siteApiHeaders } from '@/lib/http/site-api-headers'
import { dataOf, SiteApiError } from '@/lib/query/site-api-call'

/** An upload not finished by then is given up (the customer may try again), never left pending. */
const UPLOAD_TIMEOUT_MS = 60_000

/**
 * `PUT /api/v1/account/picture` with the file as the body, telling `onProgress` the share sent so
 * far (0 to 1): the customer after the change, or a SiteApiError (status 0 when the network
 * failed). XMLHttpRequest, because fetch reports no upload progress.
 */
export function putPicture(file: Blob, onProgress: (sent: number) => void): Promise<UserData> {
  const finish = trackRequest()
  const answer = new Promise<Response>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('PUT', '/api/v1/account/picture')
    const headers = siteApiHeaders({
      production: process.env.NODE_ENV === 'production',
      path: window.location.pathname,
      cookie: document.cookie,
    })
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
    request.timeout = UPLOAD_TIMEOUT_MS
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => resolve(new Response(request.responseText, { status: request.status }))
    request.onerror = request.ontimeout = request.onabort = () => reject(new SiteApiError(0, 'NETWORK_ERROR', []))
    request.send(file)
  })
  return answer.then((response) => dataOf<UserData>(response)).finally(finish)
}

export { NotifyMeAlerts } from './notify-me-alerts'
export { NotifyMeDeliveries } from './notify-me-deliveries'

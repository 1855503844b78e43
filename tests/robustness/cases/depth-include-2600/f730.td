include "f731.td"

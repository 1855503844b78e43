include "f623.td"

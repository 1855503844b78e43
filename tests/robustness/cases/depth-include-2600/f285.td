include "f286.td"

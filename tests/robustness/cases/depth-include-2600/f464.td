include "f465.td"

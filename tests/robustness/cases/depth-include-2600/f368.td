include "f369.td"

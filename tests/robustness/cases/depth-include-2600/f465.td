include "f466.td"

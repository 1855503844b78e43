include "f655.td"

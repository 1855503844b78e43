include "f911.td"

include "f797.td"
